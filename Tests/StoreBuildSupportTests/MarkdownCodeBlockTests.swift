import StoreBuildSupport
import Testing

@Suite("Markdown's fenced blocks, read one way for the snippet compiler and the docs tests")
struct MarkdownCodeBlockTests {
    static let page = """
        # Title

        <!-- not compiled -->
        ```swift
        let a = 1
        ```

        ```sh
        swift run storefinder render list
        ```

        ```text
        Stores
        ```
        Some prose.
          ```swift
          if true {
              print(1)
          }
          ```
        ```sh
        unclosed
        """

    @Test("each block: its language, its first line, its lines de-indented, what stands before it")
    func blocks() {
        let blocks = MarkdownCodeBlock.blocks(in: Self.page)
        #expect(blocks.map(\.language) == ["swift", "sh", "text", "swift", "sh"])
        #expect(blocks.map(\.firstLine) == [5, 9, 13, 17, 22])
        #expect(blocks[0].precedingLine == "<!-- not compiled -->")
        #expect(blocks[3].lines == ["if true {", "    print(1)", "}"])
        #expect(blocks[4].lines == ["unclosed"])
    }

    @Test("output shown right after a block follows it; prose between breaks the link")
    func follows() {
        let blocks = MarkdownCodeBlock.blocks(in: Self.page)
        #expect(blocks.map(\.followsPreviousBlock) == [false, true, true, false, true])
    }

    @Test("text with no fence, or nothing at all, has no blocks", arguments: ["", "plain\ntext", "``not a fence"])
    func none(text: String) {
        #expect(MarkdownCodeBlock.blocks(in: text).isEmpty)
    }
}
