import UIKit

final class GuideCoordinator {

    private let window: UIWindow
    private let navigationController = UINavigationController()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let galleries = GalleriesBuilder.build(onOpenArtwork: { [weak self] artwork in
            self?.showArtwork(artwork)
        })
        navigationController.viewControllers = [galleries]
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    private func showArtwork(_ artwork: Artwork) {
        let detail = ArtworkDetailBuilder.build(
            artwork: artwork,
            onListen: { [weak self] stop in self?.showAudioGuide(stop) },
            onClose: { [weak self] in self?.goBack() }
        )
        navigationController.pushViewController(detail, animated: true)
    }

    private func showAudioGuide(_ stop: AudioStop) {
        let player = AudioGuideBuilder.build(stop: stop, onClose: { [weak self] in
            self?.goBack()
        })
        navigationController.pushViewController(player, animated: true)
    }

    private func goBack() {
        navigationController.popViewController(animated: true)
    }
}
