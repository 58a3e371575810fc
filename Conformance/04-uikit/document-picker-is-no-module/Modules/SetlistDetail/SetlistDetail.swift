import UIKit

protocol SetlistDetailViewInput: AnyObject {
    func show(venue: String, songs: [String])
}

final class SetlistDetailViewController: UITableViewController, SetlistDetailViewInput {

    var output: SetlistDetailPresenter!
    private var songs: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.isEditing = true
        output.viewDidLoad()
    }

    func show(venue: String, songs: [String]) {
        title = venue
        self.songs = songs
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        songs.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = "\(indexPath.row + 1). \(songs[indexPath.row])"
        return cell
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        output.didMoveSong(from: sourceIndexPath.row, to: destinationIndexPath.row)
    }
}

final class SetlistDetailPresenter {

    weak var view: SetlistDetailViewInput?
    private var setlist: Setlist

    init(setlist: Setlist) {
        self.setlist = setlist
    }

    func viewDidLoad() {
        view?.show(venue: setlist.venue, songs: setlist.songs)
    }

    func didMoveSong(from source: Int, to destination: Int) {
        let song = setlist.songs.remove(at: source)
        setlist.songs.insert(song, at: destination)
        view?.show(venue: setlist.venue, songs: setlist.songs)
    }
}

enum SetlistDetailAssembly {

    static func assemble(setlist: Setlist) -> UIViewController {
        let view = SetlistDetailViewController()
        let presenter = SetlistDetailPresenter(setlist: setlist)
        view.output = presenter
        presenter.view = view
        return view
    }
}
