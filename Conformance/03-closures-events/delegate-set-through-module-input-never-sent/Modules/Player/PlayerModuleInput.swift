import UIKit

struct Episode: Equatable {
    let id: String
    let title: String
    let showNotes: String
    let duration: TimeInterval

    static let latest = Episode(
        id: "ep-212",
        title: "Sourdough at Altitude",
        showNotes: "Why bread rises differently above 1,500 m, and what to do about it.",
        duration: 41 * 60
    )
}

protocol PlayerModuleDelegate: AnyObject {
    func player(didFinish episode: Episode)
    func playerDidRequestQueue()
}

protocol PlayerModuleInput: AnyObject {
    var delegate: PlayerModuleDelegate? { get set }
}

struct PlayerBuildResult {
    let viewController: UIViewController
    let moduleInput: PlayerModuleInput
}
