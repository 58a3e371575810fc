import RxCocoa
import RxSwift
import UIKit

final class ToolsViewController: UIViewController {

    var presenter: ToolsPresenter!
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let reserveButton = UIButton(configuration: .borderedProminent())
    private let rulesItem = UIBarButtonItem(image: UIImage(systemName: "info.circle"), style: .plain, target: nil, action: nil)
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tool library"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = rulesItem
        reserveButton.setTitle("Reserve", for: .normal)
        tableView.frame = view.bounds.inset(by: UIEdgeInsets(top: 0, left: 0, bottom: 96, right: 0))
        reserveButton.frame = CGRect(x: 24, y: view.bounds.maxY - 80, width: view.bounds.width - 48, height: 50)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Tool")
        view.addSubview(tableView)
        view.addSubview(reserveButton)

        let output = presenter.transform(ToolsPresenter.Input(
            selectedTool: tableView.rx.modelSelected(Tool.self).asObservable(),
            reserveTap: reserveButton.rx.tap.asObservable(),
            rulesTap: rulesItem.rx.tap.asObservable()
        ))
        output.tools
            .drive(tableView.rx.items(cellIdentifier: "Tool")) { _, tool, cell in
                cell.textLabel?.text = "\(tool.name) · €\(tool.depositEuros) deposit"
            }
            .disposed(by: disposeBag)
        output.reserveEnabled
            .drive(reserveButton.rx.isEnabled)
            .disposed(by: disposeBag)
    }
}
