/// How complete the navigation map is: every place in the app's code that can change the screen (a
/// transition site: a UIKit transition call, an assignment of a window's root or a container's screens, a
/// SwiftUI link or sheet, a routing library's show or close, a storyboard segue) is either followed (it
/// gives an edge, or is shown to give none: an alert, a screen of no module) or not, and then one
/// diagnostic at the site says what stopped the analysis. `followed + notFollowed == sites`.
public struct Coverage: Codable, Equatable, Sendable {
    public var sites: Int
    public var followed: Int
    public var notFollowed: Int
    /// The sites not followed, by file and line, each with the index of its diagnostic in the graph's list.
    public var open: [OpenSite]

    public init(sites: Int = 0, followed: Int = 0, open: [OpenSite] = []) {
        self.sites = sites
        self.followed = followed
        self.notFollowed = open.count
        self.open = open.sorted()
    }

    /// Part of the sites followed, 1 when there are none.
    public var ratio: Double { sites == 0 ? 1 : Double(followed) / Double(sites) }
}

/// A transition site the analysis did not follow to its end.
public struct OpenSite: Codable, Equatable, Hashable, Comparable, Sendable {
    public var file: String
    public var line: Int
    /// The call or assignment as written (`navigationController?.pushViewController(…)`).
    public var call: String
    /// The module whose code it is (nil for app code and plain views of no module).
    public var module: String?
    /// The index of its diagnostic in the graph's `diagnostics`.
    public var diagnostic: Int

    public init(file: String, line: Int, call: String, module: String?, diagnostic: Int) {
        self.file = file
        self.line = line
        self.call = call
        self.module = module
        self.diagnostic = diagnostic
    }

    public static func < (a: OpenSite, b: OpenSite) -> Bool {
        (a.file, a.line, a.call, a.module ?? "") < (b.file, b.line, b.call, b.module ?? "")
    }
}

extension Coverage {
    var jsonValue: JSONWriter.Value {
        .object([("sites", .int(sites)), ("followed", .int(followed)), ("notFollowed", .int(notFollowed)),
                 ("open", .array(open.map(\.jsonValue)))])
    }
}

extension OpenSite {
    var jsonValue: JSONWriter.Value {
        var fields: [(String, JSONWriter.Value)] = [("file", .string(file)), ("line", .int(line)), ("call", .string(call)),
                                                    ("diagnostic", .int(diagnostic))]
        if let module { fields.append(("module", .string(module))) }
        return .object(fields)
    }
}
