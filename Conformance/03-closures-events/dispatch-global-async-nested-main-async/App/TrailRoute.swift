import Foundation

struct TrailPoint: Equatable {
    let latitude: Double
    let longitude: Double
    let elevation: Double
}

struct TrailRoute: Equatable {
    let name: String
    let points: [TrailPoint]

    var ascent: Double {
        zip(points, points.dropFirst()).reduce(0) { total, pair in
            total + max(0, pair.1.elevation - pair.0.elevation)
        }
    }
}
