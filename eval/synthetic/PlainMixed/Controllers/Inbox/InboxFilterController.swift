import UIKit

/// Plain view controller (not part of the Inbox VIPER module) used as a modal filter sheet.
final class InboxFilterController: UITableViewController {

    enum Filter: String, CaseIterable {
        case all = "All"
        case unread = "Unread"
        case starred = "Starred"
    }

    var selected: Filter
    var onApply: ((Filter) -> Void)?

    init(selected: Filter) {
        self.selected = selected
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Filter"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done,
                                                            target: self,
                                                            action: #selector(doneTapped))
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Filter.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        let filter = Filter.allCases[indexPath.row]
        cell.textLabel?.text = filter.rawValue
        cell.accessoryType = filter == selected ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected = Filter.allCases[indexPath.row]
        tableView.reloadData()
    }

    @objc private func doneTapped() {
        onApply?(selected)
        dismiss(animated: true)
    }
}
