//
//  RoomsAssembly.m
//  Innkeep
//

#import "RoomsAssembly.h"
#import "RoomsViewController.h"
#import "RoomsPresenter.h"
#import "RoomsInteractor.h"
#import "RoomsRouter.h"
#import "RoomDetailAssembly.h"

@implementation RoomsAssembly

+ (UIViewController *)assembleModuleWithParameter:(id)parameter {
    RoomsViewController *view = [[RoomsViewController alloc] initWithStyle:UITableViewStylePlain];
    RoomsPresenter *presenter = [[RoomsPresenter alloc] init];
    RoomsInteractor *interactor = [[RoomsInteractor alloc] init];
    RoomsRouter *router = [[RoomsRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.router = router;
    interactor.output = presenter;
    router.transitionHandler = view;
    router.roomDetailAssemblyClass = [RoomDetailAssembly class];

    return view;
}

@end
