//
//  SeatPickerAssembly.m
//  Encore
//

#import "SeatPickerAssembly.h"
#import "SeatPickerViewController.h"
#import "SeatPickerPresenter.h"
#import "SeatPickerInteractor.h"
#import "SeatPickerRouter.h"

@implementation SeatPickerAssembly

+ (UIViewController *)buildModuleWithGig:(NSString *)gig {
    SeatPickerViewController *view = [[SeatPickerViewController alloc] initWithStyle:UITableViewStylePlain];
    SeatPickerPresenter *presenter = [[SeatPickerPresenter alloc] init];
    SeatPickerInteractor *interactor = [[SeatPickerInteractor alloc] init];
    SeatPickerRouter *router = [[SeatPickerRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    presenter.gig = gig;
    interactor.output = presenter;
    router.viewController = view;

    return view;
}

@end
