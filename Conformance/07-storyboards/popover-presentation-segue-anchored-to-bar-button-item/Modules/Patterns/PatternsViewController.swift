import UIKit

protocol PatternsView: AnyObject {
    func show(rows: [(title: String, subtitle: String)], filterTitle: String)
}

final class PatternsViewController: UITableViewController, PatternsView, UIPopoverPresentationControllerDelegate {
    @IBOutlet private weak var yarnButton: UIBarButtonItem!

    var presenter: PatternsPresenter!
    private var rows: [(title: String, subtitle: String)] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        PatternsConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "pickYarn", let picker = segue.destination as? YarnPickerViewController else { return }
        picker.popoverPresentationController?.delegate = self
        picker.preferredContentSize = CGSize(width: 280, height: 300)
        picker.presenter.configure(selected: presenter.selectedWeight, output: presenter)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }

    func show(rows: [(title: String, subtitle: String)], filterTitle: String) {
        self.rows = rows
        yarnButton.title = filterTitle
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PatternCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row].title
        content.secondaryText = rows[indexPath.row].subtitle
        cell.contentConfiguration = content
        return cell
    }
}
