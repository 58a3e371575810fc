import UIKit

struct Hut {
    let name: String
    let altitude: Int
    let bedsFree: Int
}

final class MountainHutsViewController: UITableViewController, ModuleScreen {
    var presenter: MountainHutsPresenter!

    static func make() -> MountainHutsViewController {
        let view = MountainHutsViewController(style: .insetGrouped)
        view.presenter = MountainHutsPresenter(interactor: MountainHutsInteractor())
        return view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Huts"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Hut")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.huts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Hut", for: indexPath)
        let hut = presenter.huts[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = hut.name
        content.secondaryText = "\(hut.altitude) m · \(hut.bedsFree) beds free"
        cell.contentConfiguration = content
        return cell
    }
}

final class MountainHutsPresenter {
    let huts: [Hut]

    init(interactor: MountainHutsInteractor) {
        huts = interactor.hutsWithBeds()
    }
}

final class MountainHutsInteractor {
    func hutsWithBeds() -> [Hut] {
        [
            Hut(name: "Cabane du Mont Fort", altitude: 2457, bedsFree: 12),
            Hut(name: "Rifugio Vittorio Sella", altitude: 2584, bedsFree: 0),
            Hut(name: "Capanna Regina Margherita", altitude: 4554, bedsFree: 3)
        ].filter { $0.bedsFree > 0 }
    }
}
