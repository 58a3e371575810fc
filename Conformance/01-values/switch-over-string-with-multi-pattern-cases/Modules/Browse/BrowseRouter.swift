import UIKit

protocol BrowseRouterInput: AnyObject {
    func openBannerTarget(kind: String, id: String)
}

final class BrowseRouter: BrowseRouterInput {

    weak var viewController: UIViewController?

    func openBannerTarget(kind: String, id: String) {
        switch kind.lowercased() {
        case "album", "single", "ep":
            let release = ReleaseBuilder.build(releaseID: id)
            viewController?.navigationController?.pushViewController(release, animated: true)
        case "artist", "band":
            let artist = ArtistBuilder.build(artistID: id)
            viewController?.navigationController?.pushViewController(artist, animated: true)
        case "live", "radio":
            let station = LiveRadioBuilder.build(stationID: id)
            station.modalPresentationStyle = .fullScreen
            viewController?.present(station, animated: true)
        default:
            print("Browse: no screen for banner target '\(kind)'")
        }
    }
}
