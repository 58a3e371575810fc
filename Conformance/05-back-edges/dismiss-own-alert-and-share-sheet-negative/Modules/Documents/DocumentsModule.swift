import UIKit

final class DocumentsViewController: UITableViewController {
    var presenter: DocumentsPresenter!
    private let names = ["Lease.pdf", "Invoice-0412.pdf"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        names.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectDocument(named: names[indexPath.row])
    }
}

final class DocumentsPresenter {
    var router: DocumentsRouter!

    func didSelectDocument(named name: String) {
        router.openViewer(documentName: name)
    }
}

final class DocumentsRouter {
    weak var viewController: UIViewController?

    func openViewer(documentName: String) {
        let viewer = DocumentViewerBuilder.build(documentName: documentName)
        viewController?.navigationController?.pushViewController(viewer, animated: true)
    }
}

enum DocumentsBuilder {
    static func build() -> UIViewController {
        let view = DocumentsViewController()
        let presenter = DocumentsPresenter()
        let router = DocumentsRouter()
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
