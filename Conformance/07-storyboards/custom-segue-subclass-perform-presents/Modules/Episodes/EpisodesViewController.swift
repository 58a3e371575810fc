import UIKit

protocol EpisodesView: AnyObject {
    func show(titles: [String])
    func setMiniPlayer(title: String?)
}

final class EpisodesViewController: UIViewController, EpisodesView, UITableViewDataSource, UITableViewDelegate {
    @IBOutlet private weak var tableView: UITableView!
    @IBOutlet private weak var miniPlayerButton: UIButton!

    var presenter: EpisodesPresenter!
    private var titles: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        EpisodesConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        presenter.prepare(for: segue)
    }

    func show(titles: [String]) {
        self.titles = titles
        tableView.reloadData()
    }

    func setMiniPlayer(title: String?) {
        miniPlayerButton.isEnabled = title != nil
        miniPlayerButton.configuration?.title = title ?? "Nothing playing"
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "EpisodeCell", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelect(row: indexPath.row)
    }
}
