import PDFKit
import UIKit

final class ScoreReaderViewController: UIViewController {

    var presenter: ScoreReaderPresenter!
    private let pdfView = PDFView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        pdfView.frame = view.bounds
        pdfView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pdfView.displayMode = .singlePage
        pdfView.usePageViewController(true)
        pdfView.document = presenter.document
        view.addSubview(pdfView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "pencil.tip.crop.circle"),
                                                            primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            let page = self.pdfView.currentPage.flatMap { self.presenter.document.index(for: $0) } ?? 0
            self.presenter.didTapAnnotate(page: page)
        })
    }
}

final class ScoreReaderPresenter {

    let document: PDFDocument
    private let score: Score
    private let router: ScoreReaderRouter

    init(score: Score, document: PDFDocument, router: ScoreReaderRouter) {
        self.score = score
        self.document = document
        self.router = router
    }

    var title: String { score.title }

    func didTapAnnotate(page: Int) {
        router.openAnnotations(for: score, page: page)
    }
}

final class ScoreReaderRouter {

    weak var viewController: UIViewController?

    func openAnnotations(for score: Score, page: Int) {
        guard let annotate = try? AnnotateBuilder.build(score: score, page: page) else { return }
        viewController?.present(UINavigationController(rootViewController: annotate), animated: true)
    }
}

enum ScoreReaderBuilder {

    static func build(score: Score) throws -> UIViewController {
        guard FileManager.default.fileExists(atPath: score.fileURL.path) else {
            throw ScoreError.missingFile
        }
        guard let document = PDFDocument(url: score.fileURL) else {
            throw ScoreError.unreadable
        }
        let view = ScoreReaderViewController()
        let router = ScoreReaderRouter()
        view.presenter = ScoreReaderPresenter(score: score, document: document, router: router)
        router.viewController = view
        return view
    }
}
