//
//  RoomDetailAssembly.m
//  Innkeep
//

#import "RoomDetailAssembly.h"
#import "RoomDetailViewController.h"
#import "RoomDetailPresenter.h"

@implementation RoomDetailAssembly

+ (UIViewController *)assembleModuleWithParameter:(id)parameter {
    RoomDetailViewController *view = [[RoomDetailViewController alloc] initWithStyle:UITableViewStyleInsetGrouped];
    RoomDetailPresenter *presenter = [[RoomDetailPresenter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.roomNumber = parameter;

    return view;
}

@end
