import Foundation

final class TrailsInteractor {
    private let closures: Set<String> = ["Ridge Loop"]
    private let trails = ["Ridge Loop", "Lakeside", "Pine Col", "Glacier View"]

    func openTrailCount() -> Int {
        trails.filter { !closures.contains($0) }.count
    }
}
