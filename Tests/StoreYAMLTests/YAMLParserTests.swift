import StoreDisplayText
import Testing

@testable import StoreYAML

@Suite("YAML parsing into located nodes")
struct YAMLParserTests {
    let parser = YAMLParser()

    @Test("every node carries file, line and column")
    func locations() throws {
        let doc = try parser.parse("en:\n  title: Stores\n  list:\n    - a\n    - b\n", file: "en.yml")
        let title = try #require(doc.root["en"]?["title"])
        #expect(title.string == "Stores")
        #expect(title.location == FilePosition(file: "en.yml", line: 2, column: 10))
        let second = try #require(doc.root["en"]?["list"]?.sequence?[1])
        #expect(second.location.description == "en.yml:5:7")
    }

    @Test(
        "scalars stay strings: the bool and number trap",
        arguments: [
            "no", "yes", "on", "off", "NO", "y", "1e3", "0x1F", "010", "1_000", "true", ".inf", "~x",
        ])
    func scalarsStayStrings(word: String) throws {
        let doc = try parser.parse("\(word): \(word)\n")
        let pair = try #require(doc.root.mapping?.first)
        #expect(pair.key.string == word)
        #expect(pair.value.string == word)
    }

    @Test("null only for plain null spellings, never for quoted ones")
    func nulls() throws {
        let doc = try parser.parse("a:\nb: ~\nc: null\nd: 'null'\ne: \"\"\n")
        #expect(doc.root["a"]?.isNull == true)
        #expect(doc.root["b"]?.isNull == true)
        #expect(doc.root["c"]?.isNull == true)
        #expect(doc.root["d"]?.isNull == false)
        #expect(doc.root["e"]?.isNull == false)
    }

    @Test("anchors and aliases share the anchored value")
    func aliases() throws {
        let doc = try parser.parse("base: &b\n  colour: red\ncopy: *b\n")
        #expect(doc.root["copy"]?["colour"]?.string == "red")
    }

    @Test("merge keys: explicit keys win, earlier merged mappings win over later ones")
    func mergeKeys() throws {
        let yaml = """
            one: &one {a: 1, b: 1}
            two: &two {b: 2, c: 2}
            merged:
              <<: [*one, *two]
              c: 3
            """
        let merged = try #require(try parser.parse(yaml).root["merged"])
        #expect(merged["a"]?.string == "1")
        #expect(merged["b"]?.string == "1")
        #expect(merged["c"]?.string == "3")
        #expect(merged.mapping?.count == 3)
    }

    @Test("a quoted << is an ordinary key, not a merge")
    func quotedMergeKeyIsAKey() throws {
        let doc = try parser.parse("'<<': x\n")
        #expect(doc.root["<<"]?.string == "x")
    }

    @Test("several documents in one stream")
    func documents() throws {
        let docs = try parser.parseStream("a: 1\n---\na: 2\n---\na: 3\n")
        #expect(docs.map { $0.root["a"]?.string } == ["1", "2", "3"])
        #expect(docs[2].root.location.line == 5)
    }

    @Test("parse() of one document refuses a stream of several")
    func singleDocument() {
        #expect(throws: YAMLError.self) { try parser.parse("a: 1\n---\na: 2\n") }
    }

    @Test("an empty input is a null document")
    func empty() throws {
        #expect(try parser.parse("").root.isNull)
    }

    @Test("block scalars keep their text")
    func blockScalars() throws {
        let doc = try parser.parse("lit: |\n  one\n  two\nfold: >\n  one\n  two\n")
        #expect(doc.root["lit"]?.string == "one\ntwo\n")
        #expect(doc.root["fold"]?.string == "one two\n")
    }
}
