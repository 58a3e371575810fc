//
//  TripDetailPresenter.h
//  Wanderlust
//

#import <Foundation/Foundation.h>

#import "TripDetailViewController.h"
#import "TripDetailInteractor.h"

@interface TripDetailPresenter : NSObject <TripDetailViewOutput, TripDetailInteractorOutput>

@property (nonatomic, weak) id<TripDetailViewInput> view;
@property (nonatomic, strong) id<TripDetailInteractorInput> interactor;
@property (nonatomic, copy) NSString *tripName;

@end
