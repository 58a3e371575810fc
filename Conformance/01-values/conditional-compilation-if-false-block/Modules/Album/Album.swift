import UIKit

final class AlbumViewController: UIViewController {
    var output: AlbumPresenter?
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Album"
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        view.addSubview(stack)
        addButton("Opening track", #selector(playFirstTapped))
    }

    private func addButton(_ title: String, _ action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        stack.addArrangedSubview(button)
    }

    @objc private func playFirstTapped() {
        output?.playFirst()
    }
}

final class AlbumPresenter {
    weak var view: AlbumViewController?
    var interactor: AlbumInteractor!
    var router: AlbumRouter!

    func playFirst() {
        router.openTrack(id: interactor.trackIDs[0])
    }
}

final class AlbumInteractor {
    let trackIDs = ["t-01-overture", "t-02-harbour-lights", "t-03-coda"]
}

final class AlbumRouter {
    weak var viewController: UIViewController?

    func openTrack(id: String) {
    #if false
        viewController?.present(LyricsBuilder.build(trackID: id), animated: true)
    #else
        viewController?.navigationController?.pushViewController(TrackInfoBuilder.build(trackID: id), animated: true)
    #endif
    }
}

enum AlbumBuilder {
    static func build() -> UIViewController {
        let view = AlbumViewController()
        let presenter = AlbumPresenter()
        let router = AlbumRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = AlbumInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
