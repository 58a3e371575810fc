import PencilKit
import UIKit

final class AnnotateViewController: UIViewController {

    var presenter: AnnotatePresenter!
    private let canvas = PKCanvasView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        view.backgroundColor = .systemBackground
        canvas.frame = view.bounds
        canvas.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        canvas.drawingPolicy = .anyInput
        canvas.drawing = presenter.savedDrawing
        view.addSubview(canvas)
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.presenter.didTapDone(drawing: self.canvas.drawing)
        })
    }
}

final class AnnotatePresenter {

    private let score: Score
    private let page: Int
    private let router: AnnotateRouter

    init(score: Score, page: Int, router: AnnotateRouter) {
        self.score = score
        self.page = page
        self.router = router
    }

    var title: String { "Notes · page \(page + 1)" }

    private var storageKey: String { "notes.\(score.fileURL.lastPathComponent).\(page)" }

    var savedDrawing: PKDrawing {
        UserDefaults.standard.data(forKey: storageKey).flatMap { try? PKDrawing(data: $0) } ?? PKDrawing()
    }

    func didTapDone(drawing: PKDrawing) {
        UserDefaults.standard.set(drawing.dataRepresentation(), forKey: storageKey)
        router.close()
    }
}

final class AnnotateRouter {

    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}

enum AnnotateBuilder {

    static func build(score: Score, page: Int) throws -> UIViewController {
        if score.isPublisherLocked {
            throw ScoreError.locked
        }
        let view = AnnotateViewController()
        let router = AnnotateRouter()
        view.presenter = AnnotatePresenter(score: score, page: page, router: router)
        router.viewController = view
        return view
    }
}
