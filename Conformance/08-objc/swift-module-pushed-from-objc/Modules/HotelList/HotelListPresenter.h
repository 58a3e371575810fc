//
//  HotelListPresenter.h
//  Staybook
//

#import <Foundation/Foundation.h>

#import "HotelListViewController.h"
#import "HotelListInteractor.h"
#import "HotelListRouter.h"

@interface HotelListPresenter : NSObject <HotelListViewOutput, HotelListInteractorOutput>

@property (nonatomic, weak) id<HotelListViewInput> view;
@property (nonatomic, strong) id<HotelListInteractorInput> interactor;
@property (nonatomic, strong) id<HotelListRouterInput> router;

@end
