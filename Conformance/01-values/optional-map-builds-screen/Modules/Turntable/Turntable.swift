import UIKit

// MARK: - View

protocol TurntableViewInput: AnyObject {
    func show(nowSpinning: String?)
}

final class TurntableViewController: UIViewController, TurntableViewInput {
    var output: TurntableViewOutput!
    private let resumeButton = UIButton(type: .system)
    private let pasteCodeButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Turntable"
        view.backgroundColor = .systemBackground
        resumeButton.setTitle("Resume listening", for: .normal)
        resumeButton.addTarget(self, action: #selector(resumeTapped), for: .touchUpInside)
        pasteCodeButton.setTitle("Open shared mixtape", for: .normal)
        pasteCodeButton.addTarget(self, action: #selector(pasteCodeTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [resumeButton, pasteCodeButton])
        stack.axis = .vertical
        view.addSubview(stack)
        output.viewDidLoad()
    }

    func show(nowSpinning: String?) {
        resumeButton.isEnabled = nowSpinning != nil
        resumeButton.setTitle(nowSpinning.map { "Resume \($0)" } ?? "Nothing to resume", for: .normal)
    }

    @objc private func resumeTapped() {
        output.didTapResume()
    }

    @objc private func pasteCodeTapped() {
        output.didTapOpenSharedMixtape(pasteboardText: UIPasteboard.general.string)
    }
}

// MARK: - Presenter

protocol TurntableViewOutput: AnyObject {
    func viewDidLoad()
    func didTapResume()
    func didTapOpenSharedMixtape(pasteboardText: String?)
}

final class TurntablePresenter: TurntableViewOutput {
    weak var view: TurntableViewInput?
    var interactor: TurntableInteractor!
    var router: TurntableRouter!

    func viewDidLoad() {
        view?.show(nowSpinning: interactor.lastAlbumTitle())
    }

    func didTapResume() {
        router.openAlbum(id: interactor.lastAlbumID())
    }

    func didTapOpenSharedMixtape(pasteboardText: String?) {
        router.openMixtape(shareCode: interactor.shareCode(in: pasteboardText))
    }
}

// MARK: - Interactor

final class TurntableInteractor {
    private let defaults = UserDefaults.standard

    func lastAlbumID() -> String? {
        defaults.string(forKey: "turntable.lastAlbumID")
    }

    func lastAlbumTitle() -> String? {
        defaults.string(forKey: "turntable.lastAlbumTitle")
    }

    func shareCode(in text: String?) -> String? {
        guard let text, text.hasPrefix("MIX-"), text.count == 10 else { return nil }
        return String(text.dropFirst(4))
    }
}

// MARK: - Router

final class TurntableRouter {
    weak var viewController: UIViewController?

    func openAlbum(id albumID: String?) {
        guard let album = albumID.map({ AlbumModule.build(albumID: $0) }) else {
            return
        }
        viewController?.navigationController?.pushViewController(album, animated: true)
    }

    func openMixtape(shareCode: String?) {
        if let mixtape = shareCode.map(MixtapeModule.build(shareCode:)) {
            viewController?.present(mixtape, animated: true)
        }
    }
}

// MARK: - Module

enum TurntableModule {
    static func build() -> UIViewController {
        let view = TurntableViewController()
        let presenter = TurntablePresenter()
        let router = TurntableRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = TurntableInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
