import UIKit

protocol ExhibitViewInput: AnyObject {
    func display(title: String)
}

protocol ExhibitViewOutput: AnyObject {
    func viewDidLoad()
}

final class ExhibitViewController: UIViewController, ExhibitViewInput {
    var output: ExhibitViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class ExhibitPresenter: ExhibitViewOutput {
    weak var view: ExhibitViewInput?
    private let exhibitID: Int

    init(exhibitID: Int) {
        self.exhibitID = exhibitID
    }

    func viewDidLoad() {
        view?.display(title: "Exhibit #\(exhibitID)")
    }
}

enum ExhibitBuilder {
    static func build(exhibitID: Int) -> UIViewController {
        let view = ExhibitViewController()
        let presenter = ExhibitPresenter(exhibitID: exhibitID)
        view.output = presenter
        presenter.view = view
        return view
    }
}
