//
//  RecordDetailAssembly.m
//  Groove
//

#import "RecordDetailAssembly.h"
#import "RecordDetailViewController.h"
#import "RecordDetailPresenter.h"

@implementation RecordDetailAssembly

+ (UIViewController *)buildModuleWithRecord:(Record *)record {
    RecordDetailViewController *view = [[RecordDetailViewController alloc] init];
    RecordDetailPresenter *presenter = [[RecordDetailPresenter alloc] initWithRecord:record];

    view.output = presenter;
    presenter.view = view;

    return view;
}

@end
