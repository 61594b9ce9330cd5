import StoreIO
import Testing

@Suite("Names taken from file paths")
struct FileNameTests {
    @Test(
        "the stem is the last component without its extension",
        arguments: [
            ("Localizations/pt-BR.yml", "pt-BR"), ("Themes/dark.yaml", "dark"), ("en.yml", "en"),
            ("a/b/noext", "noext"), ("x.tar.gz", "x.tar"),
        ])
    func stem(path: String, expected: String) {
        #expect(FileName.stem(of: path) == expected)
    }

    @Test(
        "stems and last components ignore trailing slashes and keep dot-files",
        arguments: [
            ("Themes/", "Themes", "Themes"), ("a/.hidden", ".hidden", ".hidden"), ("/", "/", "/"),
            ("name", "name", "name"),
        ])
    func edges(path: String, last: String, stem: String) {
        #expect(FileName.lastComponent(of: path) == last)
        #expect(FileName.stem(of: path) == stem)
    }

    @Test(
        "joining puts exactly one slash between directory and name",
        arguments: [
            ("Themes", "dark.yml", "Themes/dark.yml"), ("Themes/", "dark.yml", "Themes/dark.yml"),
            ("", "dark.yml", "dark.yml"),
            ("/tmp", "/x.txt", "/tmp/x.txt"), ("Review/approved", "list/en.txt", "Review/approved/list/en.txt"),
        ])
    func join(directory: String, name: String, expected: String) {
        #expect(FileName.join(directory, name) == expected)
    }

    @Test(
        "a path named inside a file is relative to that file's folder, unless absolute, with . and .. taken out",
        arguments: [
            ("zones.geojson", "Examples/Delivery/cities.yml", "Examples/Delivery/zones.geojson"),
            ("zones.geojson", "cities.yml", "zones.geojson"),
            ("/data/zones.geojson", "Examples/cities.yml", "/data/zones.geojson"), ("z.json", "/cities.yml", "/z.json"),
            // A resolver's sources, named as the file named any other way is named.
            ("./base/light.tokens.json", "Themes/primer.resolver.json", "Themes/base/light.tokens.json"),
            ("base/../light.tokens.json", "Themes/p.resolver.json", "Themes/light.tokens.json"),
            ("../shared/a.json", "Themes/p.resolver.json", "shared/a.json"), ("../a.json", "p.json", "../a.json"),
            ("b.json", "/srv/tokens/a.json", "/srv/tokens/b.json"),
        ])
    func resolve(path: String, file: String, expected: String) {
        #expect(FileName.resolve(path, besides: file) == expected)
    }
}
