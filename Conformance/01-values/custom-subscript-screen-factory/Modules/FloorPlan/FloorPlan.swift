import UIKit

protocol FloorPlanViewInput: AnyObject {
    func display(title: String)
}

protocol FloorPlanViewOutput: AnyObject {
    func viewDidLoad()
}

final class FloorPlanViewController: UIViewController, FloorPlanViewInput {
    var output: FloorPlanViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class FloorPlanPresenter: FloorPlanViewOutput {
    weak var view: FloorPlanViewInput?
    private let highlightedRoom: String

    init(highlightedRoom: String) {
        self.highlightedRoom = highlightedRoom
    }

    func viewDidLoad() {
        view?.display(title: "Floor plan, room \(highlightedRoom)")
    }
}

enum FloorPlanBuilder {
    static func build(highlightedRoom: String) -> UIViewController {
        let view = FloorPlanViewController()
        let presenter = FloorPlanPresenter(highlightedRoom: highlightedRoom)
        view.output = presenter
        presenter.view = view
        return view
    }
}
