import UIKit

final class ExhibitionsRouter {
    weak var viewController: UIViewController?

    /// `startAudioGuide` is meant for the gallery beacons, which are not wired up yet.
    func openExhibition(_ exhibition: Exhibition, startAudioGuide: Bool = false) {
        if startAudioGuide {
            let guide = AudioGuideBuilder.build(exhibitionID: exhibition.id)
            viewController?.present(guide, animated: true)
        } else {
            let detail = ExhibitionDetailBuilder.build(exhibition: exhibition)
            viewController?.navigationController?.pushViewController(detail, animated: true)
        }
    }
}
