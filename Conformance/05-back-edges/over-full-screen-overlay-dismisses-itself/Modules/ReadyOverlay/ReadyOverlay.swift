import UIKit

// MARK: - View

final class ReadyOverlayViewController: UIViewController {

    var presenter: ReadyOverlayPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.6)

        let prompt = UILabel(frame: CGRect(x: 20, y: 220, width: 330, height: 60))
        prompt.textColor = .white
        prompt.textAlignment = .center
        prompt.font = .preferredFont(forTextStyle: .title2)
        prompt.text = presenter.prompt

        let goButton = UIButton(type: .system, primaryAction: UIAction(title: "Go") { [weak self] _ in
            self?.presenter.didTapGo()
        })
        goButton.frame = CGRect(x: 20, y: 320, width: 330, height: 50)

        let notYetButton = UIButton(type: .system, primaryAction: UIAction(title: "Not yet") { [weak self] _ in
            self?.presenter.didTapNotYet()
        })
        notYetButton.frame = CGRect(x: 20, y: 380, width: 330, height: 50)

        view.addSubview(prompt)
        view.addSubview(goButton)
        view.addSubview(notYetButton)
    }
}

// MARK: - Presenter

final class ReadyOverlayPresenter {

    var interactor: ReadyOverlayInteractor!
    var router: ReadyOverlayRouter!
    private let workoutName: String

    init(workoutName: String) {
        self.workoutName = workoutName
    }

    var prompt: String { "Ready for \(workoutName)?" }

    func didTapGo() {
        interactor.recordStart(of: workoutName)
        router.close()
    }

    func didTapNotYet() {
        router.close()
    }
}

// MARK: - Interactor

final class ReadyOverlayInteractor {

    func recordStart(of workoutName: String) {
        var log = UserDefaults.standard.array(forKey: "workoutStarts") as? [String] ?? []
        log.append("\(ISO8601DateFormatter().string(from: Date())) \(workoutName)")
        UserDefaults.standard.set(log, forKey: "workoutStarts")
    }
}

// MARK: - Router

final class ReadyOverlayRouter {

    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}

// MARK: - Builder

enum ReadyOverlayBuilder {

    static func build(workoutName: String) -> UIViewController {
        let view = ReadyOverlayViewController()
        let presenter = ReadyOverlayPresenter(workoutName: workoutName)
        let router = ReadyOverlayRouter()
        view.presenter = presenter
        presenter.interactor = ReadyOverlayInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
