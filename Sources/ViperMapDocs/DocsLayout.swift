/// Where each page and picture of the docs goes, and how pages link to each other and show pictures:
/// folders of Markdown pages with relative links (plain, github, mkdocs), or a DocC catalog whose
/// articles link by name (`doc:Home`) and whose pictures are resources found by file name.
struct DocsLayout {
    let flavor: DocsFlavor

    enum Page: Equatable {
        case index
        case module(String)
        case feature(String)
        /// The ways in from outside: deep links, universal links, notifications, quick actions.
        case waysIn
        /// Every module's screen on one page.
        case screens
    }

    enum Asset {
        case navigation, dependencies
        case wiring(String), neighbourhood(String), feature(String)
        /// A picture of a module's screen: its name (the page name, with `-snapshot` for a snapshot) and extension.
        case screen(String, String)
    }

    /// The DocC landing article's name: a hyphenated name no module's page name can take (Swift and
    /// Objective-C type names have no `-`; page names only get `-2`, `-3`).
    static let doccRoot = "AppMap-Overview"

    var isDocC: Bool { flavor == .docc }
    /// Where the Markdown pages sit in the output folder.
    var docsRoot: String { flavor == .mkdocs ? "docs/" : "" }
    /// What a page link in an SVG ends with: mkdocs serves `.html` (with `use_directory_urls: false`).
    var pageExtension: String { flavor == .mkdocs ? "html" : "md" }

    /// A page's path in the output folder.
    func path(_ page: Page) -> String {
        docsRoot + relativePath(page)
    }

    /// A page's path below the docs root (Markdown) or the catalog (DocC).
    func relativePath(_ page: Page) -> String {
        switch (page, isDocC) {
        case (.index, false): return "index.md"
        case (.module(let name), false): return "modules/\(name).md"
        case (.feature(let name), false): return "features/\(name).md"
        case (.waysIn, false): return "ways-in.md"
        case (.screens, false): return "screens.md"
        case (.screens, true): return "AppMap-Screens.md"
        case (.index, true): return Self.doccRoot + ".md"
        case (.module(let name), true): return "Modules/\(name).md"
        case (.feature(let name), true): return "Features/Feature-\(name).md"
        case (.waysIn, true): return "AppMap-WaysIn.md"
        }
    }

    /// A picture's path in the output folder.
    func path(_ asset: Asset) -> String {
        docsRoot + relativePath(asset)
    }

    private func relativePath(_ asset: Asset) -> String {
        if isDocC {
            // DocC finds a resource by its file name anywhere in the catalog: each name is unique.
            switch asset {
            case .navigation: return "Resources/app-navigation.svg"
            case .dependencies: return "Resources/app-dependencies.svg"
            case .wiring(let name): return "Resources/module-\(name)-wiring.svg"
            case .neighbourhood(let name): return "Resources/module-\(name)-map.svg"
            case .feature(let name): return "Resources/feature-\(name).svg"
            case .screen(let name, let ext): return "Resources/screen-\(name).\(ext)"
            }
        }
        switch asset {
        case .navigation: return "assets/navigation.svg"
        case .dependencies: return "assets/dependencies.svg"
        case .wiring(let name): return "assets/modules/\(name).svg"
        case .neighbourhood(let name): return "assets/modules/\(name)-map.svg"
        case .feature(let name): return "assets/features/\(name).svg"
        case .screen(let name, let ext): return "assets/screens/\(name).\(ext)"
        }
    }

    /// A Markdown link from one page to another.
    func link(_ text: String, to page: Page, from: Page) -> String {
        if isDocC {
            let name = relativePath(page).split(separator: "/").last.map { String($0.dropLast(3)) } ?? ""
            return "[\(MarkdownText.escape(text))](doc:\(name))"
        }
        return MarkdownText.link(text, to: relative(page, from: from))
    }

    /// A page's path from another's folder: the file name alone between two pages of one folder.
    private func relative(_ page: Page, from: Page) -> String {
        switch (page, from) {
        case (.module(let name), .module): return "\(name).md"
        case (.feature(let name), .feature): return "\(name).md"
        default: return up(from) + relativePath(page)
        }
    }

    /// The URL of a page from another, for templates that write the link themselves (`[All modules](...)`).
    func url(of page: Page, from: Page) -> String {
        if isDocC { return "doc:" + (relativePath(page).split(separator: "/").last.map { String($0.dropLast(3)) } ?? "") }
        return MarkdownText.urlEscape(relative(page, from: from))
    }

    private func up(_ from: Page) -> String {
        if case .index = from { return "" }
        if case .waysIn = from { return "" }
        if case .screens = from { return "" }
        return "../"
    }

    /// A picture on a page: a linked image for GitHub, an `<object>` on mkdocs so its nodes can be clicked
    /// through to the module pages, an image resource in DocC.
    func embed(_ asset: Asset, alt: String, from: Page) -> String {
        if isDocC { return resourceImage(asset, alt: alt) }
        let relative = up(from) + relativePath(asset)
        let url = MarkdownText.urlEscape(relative)
        if flavor == .mkdocs {
            return "<object data=\"\(url)\" type=\"image/svg+xml\" style=\"max-width: 100%;\">\(MarkdownText.escape(alt))</object>"
        }
        return "[![\(MarkdownText.escape(alt))](\(url))](\(url))"
    }

    /// An image resource of the catalog: DocC finds it by its file name.
    private func resourceImage(_ asset: Asset, alt: String) -> String {
        let name = relativePath(asset).split(separator: "/").last.map(String.init) ?? ""
        return "![\(MarkdownText.escape(alt))](\(MarkdownText.urlEscape(name)))"
    }

    /// A screen's picture as an image `width` pixels wide (Markdown's images take the file's own size; a snapshot is often
    /// 1,000 pixels wide), linked to the file; a plain image resource in DocC.
    func image(_ asset: Asset, alt: String, width: Int, from: Page) -> String {
        if isDocC { return resourceImage(asset, alt: alt) }
        let url = MarkdownText.urlEscape(up(from) + relativePath(asset))
        return "<a href=\"\(url)\"><img src=\"\(url)\" width=\"\(width)\" alt=\"\(MarkdownText.attribute(alt))\"></a>"
    }

    /// How a picture links a module's box to its page (`{name}`): none in DocC (its pictures are images).
    func moduleLinkTemplate(in asset: Asset) -> String {
        if isDocC { return "" }
        return depth(asset) + "modules/{name}.\(pageExtension)"
    }

    /// How a picture links a feature's box to its page.
    func featureLinkTemplate(in asset: Asset) -> String {
        if isDocC { return "" }
        return depth(asset) + "features/{name}.\(pageExtension)"
    }

    private func depth(_ asset: Asset) -> String {
        switch asset {
        case .navigation, .dependencies: return "../"
        default: return "../../"
        }
    }
}
