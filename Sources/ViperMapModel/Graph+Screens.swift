/// A picture of a module's screen that the repository holds: an Interface Builder scene (a storyboard
/// scene or a xib whose class is one of the module's), or a snapshot test's reference image.
public struct Screen: Codable, Equatable, Hashable, Comparable, Sendable {
    /// `storyboard`, `xib` or `snapshot`.
    public var source: String
    /// The file, relative to the scan root.
    public var file: String
    /// For Interface Builder: the scene's object id in the file (what a wireframe is drawn from).
    public var scene: String?
    /// For a snapshot: the test's name (`testDefaultLayout.1`).
    public var test: String?
    /// The view class the picture is of.
    public var viewClass: String
    /// Points for a scene, pixels for a snapshot.
    public var width: Int
    public var height: Int
    /// For a snapshot: its size on disk.
    public var bytes: Int?

    public init(source: String, file: String, scene: String? = nil, test: String? = nil, viewClass: String, width: Int, height: Int,
                bytes: Int? = nil) {
        self.source = source
        self.file = file
        self.scene = scene
        self.test = test
        self.viewClass = viewClass
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// Interface Builder first (what the screen is made of), then snapshots (what it looked like in a test).
    var rank: Int { source == "snapshot" ? 1 : 0 }

    public static func < (a: Screen, b: Screen) -> Bool {
        (a.rank, a.file, a.scene ?? "", a.test ?? "", a.viewClass) < (b.rank, b.file, b.scene ?? "", b.test ?? "", b.viewClass)
    }
}

extension Screen {
    var jsonValue: JSONWriter.Value {
        var fields: [(String, JSONWriter.Value)] = [("source", .string(source)), ("file", .string(file)), ("viewClass", .string(viewClass)),
                                                    ("size", .object([("width", .int(width)), ("height", .int(height))]))]
        if let scene { fields.append(("scene", .string(scene))) }
        if let test { fields.append(("test", .string(test))) }
        if let bytes { fields.append(("bytes", .int(bytes))) }
        return .object(fields)
    }

    enum CodingKeys: String, CodingKey { case source, file, scene, test, viewClass, size, bytes }
    struct Size: Codable { var width: Int; var height: Int }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let size = try c.decode(Size.self, forKey: .size)
        self.init(source: try c.decode(String.self, forKey: .source), file: try c.decode(String.self, forKey: .file),
                  scene: try c.decodeIfPresent(String.self, forKey: .scene), test: try c.decodeIfPresent(String.self, forKey: .test),
                  viewClass: try c.decode(String.self, forKey: .viewClass), width: size.width, height: size.height,
                  bytes: try c.decodeIfPresent(Int.self, forKey: .bytes))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(source, forKey: .source)
        try c.encode(file, forKey: .file)
        try c.encodeIfPresent(scene, forKey: .scene)
        try c.encodeIfPresent(test, forKey: .test)
        try c.encode(viewClass, forKey: .viewClass)
        try c.encode(Size(width: width, height: height), forKey: .size)
        try c.encodeIfPresent(bytes, forKey: .bytes)
    }
}
