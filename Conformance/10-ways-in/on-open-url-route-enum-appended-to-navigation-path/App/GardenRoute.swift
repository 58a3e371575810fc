import Foundation

enum GardenRoute: Hashable {
    case bed(id: Int)
    case plant(slug: String)

    /// seedling://bed/4 and seedling://plant/runner-bean
    init?(url: URL) {
        guard url.scheme == "seedling" else { return nil }
        let components = url.pathComponents.filter { $0 != "/" }
        switch (url.host, components.first) {
        case ("bed"?, let id?):
            guard let number = Int(id) else { return nil }
            self = .bed(id: number)
        case ("plant"?, let slug?):
            self = .plant(slug: slug)
        default:
            return nil
        }
    }
}
