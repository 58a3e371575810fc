import Foundation

protocol RoutesInteractorInput: AnyObject {
    func savedRoutes() -> [TrailRoute]
    func sampleFileURL() -> URL
    func parseGPX(at url: URL) -> TrailRoute?
}

final class RoutesInteractor: RoutesInteractorInput {

    func savedRoutes() -> [TrailRoute] {
        [
            TrailRoute(name: "Ridge loop", points: [
                TrailPoint(latitude: 46.55, longitude: 8.56, elevation: 1_420),
                TrailPoint(latitude: 46.56, longitude: 8.58, elevation: 1_815)
            ]),
            TrailRoute(name: "Lakeside walk", points: [
                TrailPoint(latitude: 46.61, longitude: 8.60, elevation: 980),
                TrailPoint(latitude: 46.62, longitude: 8.61, elevation: 1_002)
            ])
        ]
    }

    func sampleFileURL() -> URL {
        Bundle.main.url(forResource: "glacier-pass", withExtension: "gpx") ?? URL(fileURLWithPath: "/dev/null")
    }

    func parseGPX(at url: URL) -> TrailRoute? {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        let points = text
            .components(separatedBy: "<trkpt ")
            .dropFirst()
            .compactMap(Self.point(from:))
        guard !points.isEmpty else { return nil }
        return TrailRoute(name: url.deletingPathExtension().lastPathComponent, points: points)
    }

    private static func point(from fragment: String) -> TrailPoint? {
        func value(_ key: String) -> Double? {
            guard let start = fragment.range(of: key + "=\"") else { return nil }
            let rest = fragment[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { return nil }
            return Double(rest[..<end])
        }
        func element(_ tag: String) -> Double? {
            guard let open = fragment.range(of: "<\(tag)>"), let close = fragment.range(of: "</\(tag)>") else { return nil }
            return Double(fragment[open.upperBound..<close.lowerBound])
        }
        guard let lat = value("lat"), let lon = value("lon") else { return nil }
        return TrailPoint(latitude: lat, longitude: lon, elevation: element("ele") ?? 0)
    }
}
