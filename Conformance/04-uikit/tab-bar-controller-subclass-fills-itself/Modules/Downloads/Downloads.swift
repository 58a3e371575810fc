import UIKit

protocol DownloadsView: AnyObject {
    func display(files: [URL])
}

final class DownloadsViewController: UITableViewController, DownloadsView {
    var presenter: DownloadsPresenter!
    private var files: [URL] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func display(files: [URL]) {
        self.files = files
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        files.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = files[indexPath.row].deletingPathExtension().lastPathComponent
        return cell
    }
}

final class DownloadsPresenter {
    weak var view: DownloadsView?
    var interactor: DownloadsInteractor!

    func viewDidLoad() {
        view?.display(files: interactor.downloadedFiles())
    }
}

final class DownloadsInteractor {
    private let fileManager = FileManager.default

    func downloadedFiles() -> [URL] {
        guard let folder = fileManager.urls(for: .documentDirectory, in: .userDomainMask).first else { return [] }
        let files = (try? fileManager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "mp3" }
    }
}

enum DownloadsBuilder {
    static func build() -> UIViewController {
        let view = DownloadsViewController()
        let presenter = DownloadsPresenter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = DownloadsInteractor()
        return view
    }
}
