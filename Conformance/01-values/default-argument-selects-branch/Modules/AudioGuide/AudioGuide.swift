import UIKit

protocol AudioGuideViewInput: AnyObject {
    func show(stops: [String])
}

final class AudioGuideViewController: UITableViewController, AudioGuideViewInput {
    var presenter: AudioGuidePresenter!
    private var stops: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Stop")
        presenter.viewDidLoad()
    }

    func show(stops: [String]) {
        self.stops = stops
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        stops.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Stop", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = stops[indexPath.row]
        content.image = UIImage(systemName: "play.circle")
        cell.contentConfiguration = content
        return cell
    }
}

final class AudioGuidePresenter {
    weak var view: AudioGuideViewInput?
    private let exhibitionID: String

    init(exhibitionID: String) {
        self.exhibitionID = exhibitionID
    }

    func viewDidLoad() {
        view?.show(stops: ["1. Introduction (\(exhibitionID))", "2. The Great Wave", "3. Late works"])
    }
}

enum AudioGuideBuilder {
    static func build(exhibitionID: String) -> UIViewController {
        let view = AudioGuideViewController()
        let presenter = AudioGuidePresenter(exhibitionID: exhibitionID)
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
