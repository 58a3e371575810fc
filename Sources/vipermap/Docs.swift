import ArgumentParser
import Foundation
import ViperMap
import ViperMapDocs
import ViperMapGraphviz
import ViperMapIO
import ViperMapModel

struct Docs: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write docs: an index page, one page per module (what it is for, how to open it, what it uses) and their SVG maps, as Markdown or a DocC catalog."
    )

    @Argument(help: "A source folder (scanned on the fly) or a graph JSON written by `vipermap scan`.")
    var input: String

    @Option(name: [.short, .customLong("output")], help: "The output folder (created if needed; nothing is written outside it).")
    var output: String

    @Option(help: "plain (relative links; GitHub shows it), github (the same), mkdocs (adds mkdocs.yml, pages under docs/), or docc (a documentation catalog for `docc convert`: name the folder App.docc).")
    var flavor = "plain"

    @Option(help: "Link source locations: a URL template with {path} and {line}, e.g. https://github.com/o/r/blob/main/{path}#L{line}")
    var sourceURL: String?

    @Option(help: "Theme of the pictures: light (default), dark, high-contrast, print, or a theme JSON file.")
    var theme: String?

    @Option(help: "A folder with your own index.mustache and/or module.mustache (defaults: the package's Templates/).")
    var templates: String?

    @Option(help: "The site's title.")
    var title = "App map"

    @Option(help: "For a graph JSON input: the source folder it was scanned from, where the screens' storyboards, XIBs and snapshot images are read (default: the JSON's folder).")
    var sources: String?

    @Flag(help: "No messages on stderr.")
    var quiet = false

    func run() throws {
        guard let chosenFlavor = DocsFlavor(rawValue: flavor) else {
            throw InputError("--flavor \(flavor): expected \(DocsFlavor.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let loaded = try GraphInput.loadWithConfiguration(input, quiet: quiet)
        let chosenTheme = try ThemeLoader.load(theme ?? loaded.configuration?.theme ?? "light")
        var builder = DocsBuilder(flavor: chosenFlavor, sourceURL: sourceURL, theme: chosenTheme,
                                  templates: try loadTemplates(), title: title)
        builder.rules = loaded.configuration?.rules ?? RuleSettings()
        let console = Console(quiet: quiet)
        builder.screens = ScreenFiles.draw(loaded.graph, root: ScreenFiles.root(input: input, sources: sources), console: console)
        let plan = builder.plan(loaded.graph)
        let folder = try OutputFolder(output)
        // The pages are written while the pictures are drawn (libgvc draws one at a time; the disk waits on its own).
        let (pages, pictures) = Parallel.pair({ () -> Result<[Bool], Error> in
            Result { try plan.texts.sorted(by: { $0.key < $1.key }).map { try folder.write(Data($0.value.utf8), at: $0.key) } }
        }, { () -> Result<[Bool], Error> in
            Result { try plan.pictures.map { try folder.write(try draw($0, console: console), at: $0.path) } }
        })
        let copied = try plan.files.sorted(by: { $0.key < $1.key }).map { try folder.write(Data($0.value), at: $0.key) }
        let changed = try pages.get() + pictures.get() + copied
        var written = changed.filter { $0 }.count, unchanged = changed.count - written
        func record(_ changed: Bool) { if changed { written += 1 } else { unchanged += 1 } }
        if let html = plan.map {
            let map = try HTMLMapDrawer.page(loaded.graph, theme: chosenTheme, title: html.title, docsLink: html.docsLink, sourceURL: sourceURL, console: console,
                                             screens: builder.screens?.pictures ?? [])
            record(try folder.write(map, at: html.path))
        }
        console.say("vipermap: docs for \(loaded.graph.modules.count) modules -> \(output) (\(written) files written, \(unchanged) unchanged)")
    }

    /// Tries each layout of a picture in turn; a picture no layout manages is an error.
    private func draw(_ picture: DocsPicture, console: Console) throws -> Data {
        if let map = picture.map { return try MapDrawer.draw(map, picture: picture.path, console: console).svg }
        for (index, attempt) in picture.attempts.enumerated() {
            do {
                var dot = attempt.dot
                if let relabel = attempt.relabel {
                    dot = try LabelledDrawing.place(picture.path, engine: attempt.layout, fontSize: attempt.labelSize, console: console, encode: relabel)
                }
                return try GraphvizRenderer.render(dot: dot, layout: attempt.layout, format: "svg")
            } catch let error as GraphvizError {
                guard index + 1 < picture.attempts.count else { throw InputError("\(picture.path): \(error.description)") }
                console.say("vipermap: \(picture.path): \(error.description); trying another layout")
            }
        }
        throw InputError("\(picture.path): nothing to draw")
    }

    private func loadTemplates() throws -> DocsTemplates {
        guard let templates else { return .defaults() }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: templates, isDirectory: &isDir), isDir.boolValue else {
            throw InputError("--templates \(templates): no such folder")
        }
        let defaults = (index: DocsTemplates.defaultIndex, module: DocsTemplates.defaultModule)
        func read(_ name: String, _ fallback: String) throws -> (String, String) {
            let path = (templates as NSString).appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: path) else { return (fallback, "the default \(name)") }
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                throw InputError("\(path): cannot be read as UTF-8 text")
            }
            return (text, path)
        }
        let index = try read("index.mustache", defaults.index)
        let module = try read("module.mustache", defaults.module)
        do {
            return try DocsTemplates(index: index.0, module: module.0, names: (index.1, module.1))
        } catch let error as DocsError {
            throw InputError(error.description)
        }
    }
}
