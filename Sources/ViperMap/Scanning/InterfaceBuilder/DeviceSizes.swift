import ViperMapFacts

/// The screen sizes (points, portrait) of the devices Interface Builder documents name in `<device id=…>`.
public enum DeviceSizes {
    static let points: [String: SizeFact] = [
        "retina3_5": SizeFact(width: 320, height: 480), "retina4_0": SizeFact(width: 320, height: 568),
        "retina4_7": SizeFact(width: 375, height: 667), "retina5_5": SizeFact(width: 414, height: 736),
        "retina5_9": SizeFact(width: 375, height: 812), "retina6_5": SizeFact(width: 414, height: 896),
        "retina6_1": SizeFact(width: 414, height: 896), "retina5_4": SizeFact(width: 375, height: 812),
        "retina6_06": SizeFact(width: 390, height: 844), "retina6_12": SizeFact(width: 393, height: 852),
        "retina6_7": SizeFact(width: 428, height: 926), "retina6_72": SizeFact(width: 430, height: 932),
        "ipad9_7": SizeFact(width: 768, height: 1024), "ipad10_2": SizeFact(width: 810, height: 1080),
        "ipad10_5": SizeFact(width: 834, height: 1112), "ipad11": SizeFact(width: 834, height: 1194),
        "ipad12_9": SizeFact(width: 1024, height: 1366), "ipad12_9rounded": SizeFact(width: 1024, height: 1366),
    ]

    /// When a document names no device (or one not listed): the iPhone 8's screen.
    public static let fallback = SizeFact(width: 375, height: 667)

    /// The size a scene is drawn at: its root view's frame when written (and not empty), else the document's device.
    public static func size(of frame: SizeFact?, device: String?) -> SizeFact {
        if let frame, frame.width >= 1, frame.height >= 1 { return frame }
        return device.flatMap { points[$0] } ?? fallback
    }
}
