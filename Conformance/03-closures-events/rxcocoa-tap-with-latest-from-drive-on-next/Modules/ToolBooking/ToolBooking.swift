import RxSwift
import UIKit

final class ToolBookingViewController: UIViewController {

    var presenter: ToolBookingPresenter!
    private let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        view.backgroundColor = .systemBackground
        statusLabel.frame = CGRect(x: 24, y: 200, width: 320, height: 44)
        view.addSubview(statusLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Confirm", primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapConfirm()
        })
    }

    func showStatus(_ text: String) {
        statusLabel.text = text
    }
}

final class ToolBookingPresenter {

    weak var view: ToolBookingViewController?
    private let tool: Tool
    private let catalogue: ToolCatalogue
    private let disposeBag = DisposeBag()

    init(tool: Tool, catalogue: ToolCatalogue) {
        self.tool = tool
        self.catalogue = catalogue
    }

    var title: String { "Borrow \(tool.name)" }

    func didTapConfirm() {
        catalogue.reserve(tool, days: 3)
            .subscribe(onSuccess: { [weak self] ok in
                self?.view?.showStatus(ok ? "Reserved for 3 days" : "Someone was quicker")
            })
            .disposed(by: disposeBag)
    }
}

enum ToolBookingBuilder {

    static func build(tool: Tool, catalogue: ToolCatalogue) -> UIViewController {
        let view = ToolBookingViewController()
        let presenter = ToolBookingPresenter(tool: tool, catalogue: catalogue)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
