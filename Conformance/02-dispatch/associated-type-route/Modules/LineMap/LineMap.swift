import UIKit

protocol LineMapViewInput: AnyObject {
    func display(title: String)
}

protocol LineMapViewOutput: AnyObject {
    func viewDidLoad()
}

final class LineMapViewController: UIViewController, LineMapViewInput {
    var output: LineMapViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class LineMapPresenter: LineMapViewOutput {
    weak var view: LineMapViewInput?
    private let lineID: String

    init(lineID: String) {
        self.lineID = lineID
    }

    func viewDidLoad() {
        view?.display(title: "Line \(lineID)")
    }
}

enum LineMapBuilder {
    static func build(lineID: String) -> UIViewController {
        let view = LineMapViewController()
        let presenter = LineMapPresenter(lineID: lineID)
        view.output = presenter
        presenter.view = view
        return view
    }
}
