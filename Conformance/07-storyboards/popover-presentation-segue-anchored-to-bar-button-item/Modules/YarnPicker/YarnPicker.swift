import UIKit

protocol YarnPickerOutput: AnyObject {
    func yarnPicker(didPick weight: YarnWeight?)
}

enum YarnPickerConfigurator {
    static func configure(_ viewController: YarnPickerViewController) {
        viewController.presenter = YarnPickerPresenter(view: viewController)
    }
}

protocol YarnPickerView: AnyObject {
    func show(options: [String], checkedIndex: Int)
}

final class YarnPickerViewController: UITableViewController, YarnPickerView {
    var presenter: YarnPickerPresenter!
    private var options: [String] = []
    private var checkedIndex = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        YarnPickerConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func show(options: [String], checkedIndex: Int) {
        self.options = options
        self.checkedIndex = checkedIndex
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        options.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "WeightCell", for: indexPath)
        cell.textLabel?.text = options[indexPath.row]
        cell.accessoryType = indexPath.row == checkedIndex ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(index: indexPath.row)
    }
}

final class YarnPickerPresenter {
    private weak var view: YarnPickerView?
    private weak var output: YarnPickerOutput?
    private var selected: YarnWeight?
    private let weights = YarnWeight.allCases

    init(view: YarnPickerView) {
        self.view = view
    }

    func configure(selected: YarnWeight?, output: YarnPickerOutput) {
        self.selected = selected
        self.output = output
    }

    func viewDidLoad() {
        render()
    }

    func didSelect(index: Int) {
        selected = index == 0 ? nil : weights[index - 1]
        output?.yarnPicker(didPick: selected)
        render()
    }

    private func render() {
        let checked = selected.flatMap { weights.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        view?.show(options: ["All yarns"] + weights.map(\.rawValue), checkedIndex: checked)
    }
}
