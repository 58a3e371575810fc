import UIKit

final class CheckInViewController: UIViewController {

    var presenter: CheckInPresenter!
    private let codeLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.gymName
        codeLabel.font = .monospacedSystemFont(ofSize: 28, weight: .bold)
        codeLabel.textAlignment = .center
        codeLabel.frame = view.bounds
        codeLabel.text = presenter.entryCode
        view.addSubview(codeLabel)
    }
}

final class CheckInPresenter {

    private let pass: Pass
    private let gym: Gym

    init(pass: Pass, gym: Gym) {
        self.pass = pass
        self.gym = gym
    }

    var gymName: String { gym.name }

    var entryCode: String {
        String(abs(pass.holder.hashValue) % 1_000_000)
    }
}

enum CheckInModule {

    static func make(pass: Pass, gym: Gym) -> UIViewController {
        let view = CheckInViewController()
        view.presenter = CheckInPresenter(pass: pass, gym: gym)
        return view
    }
}
