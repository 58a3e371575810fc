import UIKit

final class ListingPreviewViewController: UITableViewController {

    var presenter: ListingPreviewPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Preview"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "FieldCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FieldCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.rows[indexPath.row].0
        content.secondaryText = presenter.rows[indexPath.row].1
        cell.contentConfiguration = content
        return cell
    }
}

final class ListingPreviewPresenter {

    let rows: [(String, String)]

    init(draft: ListingDraft) {
        rows = draft.fields.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}

enum ListingPreviewBuilder {

    static func build(draft: ListingDraft) -> UIViewController {
        let view = ListingPreviewViewController()
        view.presenter = ListingPreviewPresenter(draft: draft)
        return view
    }
}
