import UIKit

protocol RecordsViewInput: AnyObject {
    func show(_ rows: [String])
}

final class RecordsViewController: UITableViewController, RecordsViewInput {

    var presenter: RecordsViewOutput!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Crate"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "RecordCell")
        presenter.viewDidLoad()
    }

    func show(_ rows: [String]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "RecordCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView,
                            contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        let index = indexPath.row
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            let showArtist = UIAction(title: "Show Artist", image: UIImage(systemName: "person")) { _ in
                self?.presenter.didChooseShowArtist(at: index)
            }
            let editTags = UIAction(title: "Edit Tags…", image: UIImage(systemName: "tag")) { _ in
                self?.presenter.didChooseEditTags(at: index)
            }
            let copyTitle = UIAction(title: "Copy Title", image: UIImage(systemName: "doc.on.doc")) { _ in
                UIPasteboard.general.string = self?.presenter.titleToCopy(at: index)
            }
            return UIMenu(title: "", children: [showArtist, editTags, copyTitle])
        }
    }
}
