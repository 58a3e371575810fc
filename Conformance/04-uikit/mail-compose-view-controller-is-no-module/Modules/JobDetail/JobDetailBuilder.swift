import UIKit

enum JobDetailBuilder {

    static func build(job: RepairJob) -> UIViewController {
        let view = JobDetailViewController()
        let router = JobDetailRouter()
        let presenter = JobDetailPresenter(job: job, router: router)
        presenter.view = view
        view.presenter = presenter
        view.title = "#\(job.ticket)"
        router.viewController = view
        return view
    }
}
