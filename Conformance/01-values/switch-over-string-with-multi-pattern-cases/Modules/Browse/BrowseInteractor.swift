import Foundation

struct Banner: Decodable {
    let headline: String
    /// What the banner opens, as the editorial feed spells it: "album", "single", "ep", "artist", "band", "live", "radio", …
    let target: String
    let targetID: String
}

protocol BrowseInteractorInput: AnyObject {
    func featuredBanners() -> [Banner]
}

final class BrowseInteractor: BrowseInteractorInput {

    private let feed = """
    [
      {"headline": "New from Khruangbin", "target": "album", "targetID": "rel-4471"},
      {"headline": "Meet the band: Altın Gün", "target": "band", "targetID": "art-0192"},
      {"headline": "Late-night jazz, live", "target": "radio", "targetID": "stn-77"},
      {"headline": "Friday's singles", "target": "single", "targetID": "rel-5020"}
    ]
    """

    func featuredBanners() -> [Banner] {
        (try? JSONDecoder().decode([Banner].self, from: Data(feed.utf8))) ?? []
    }
}
