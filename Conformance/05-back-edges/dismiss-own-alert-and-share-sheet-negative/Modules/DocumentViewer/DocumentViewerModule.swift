import UIKit

final class DocumentViewerViewController: UIViewController {
    var presenter: DocumentViewerPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .action, target: self, action: #selector(exportTapped)
        )
        presenter.viewDidLoad()
    }

    @objc private func exportTapped() {
        presenter.didTapExport()
    }
}

final class DocumentViewerInteractor {
    var documentName = ""
    private var backgroundObserver: NSObjectProtocol?

    func observeAppBackgrounding(_ handler: @escaping () -> Void) {
        backgroundObserver = NotificationCenter.default.addObserver(
            forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
        ) { _ in handler() }
    }

    func exportPDF(completion: @escaping (URL) -> Void) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(documentName)
        DispatchQueue.global().async {
            FileManager.default.createFile(atPath: url.path, contents: Data())
            DispatchQueue.main.async { completion(url) }
        }
    }
}

final class DocumentViewerPresenter {
    var interactor: DocumentViewerInteractor!
    var router: DocumentViewerRouter!

    func viewDidLoad() {
        interactor.observeAppBackgrounding { [weak self] in self?.router.closeShareSheet() }
    }

    func didTapExport() {
        router.showExportProgress()
        interactor.exportPDF { [weak self] url in
            self?.router.hideExportProgress { self?.router.showShareSheet(for: url) }
        }
    }
}

final class DocumentViewerRouter {
    weak var viewController: UIViewController?
    private weak var progressAlert: UIAlertController?

    func showExportProgress() {
        let alert = UIAlertController(title: "Exporting…", message: nil, preferredStyle: .alert)
        viewController?.present(alert, animated: true)
        progressAlert = alert
    }

    func hideExportProgress(then completion: @escaping () -> Void) {
        guard let alert = progressAlert else { return completion() }
        alert.dismiss(animated: true, completion: completion)
    }

    func showShareSheet(for fileURL: URL) {
        let sheet = UIActivityViewController(activityItems: [fileURL], applicationActivities: nil)
        viewController?.present(sheet, animated: true)
    }

    func closeShareSheet() {
        viewController?.presentedViewController?.dismiss(animated: true)
    }
}

enum DocumentViewerBuilder {
    static func build(documentName: String) -> UIViewController {
        let view = DocumentViewerViewController()
        let presenter = DocumentViewerPresenter()
        let interactor = DocumentViewerInteractor()
        let router = DocumentViewerRouter()
        interactor.documentName = documentName
        view.title = documentName
        view.presenter = presenter
        presenter.interactor = interactor
        presenter.router = router
        router.viewController = view
        return view
    }
}
