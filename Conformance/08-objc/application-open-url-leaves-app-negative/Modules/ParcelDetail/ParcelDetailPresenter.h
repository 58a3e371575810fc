//
//  ParcelDetailPresenter.h
//  Parcelly
//

#import <Foundation/Foundation.h>

#import "ParcelDetailViewController.h"
#import "ParcelDetailInteractor.h"
#import "ParcelDetailRouter.h"

@class Parcel;

NS_ASSUME_NONNULL_BEGIN

@interface ParcelDetailPresenter : NSObject <ParcelDetailViewOutput, ParcelDetailInteractorOutput>

@property (nonatomic, weak) id<ParcelDetailViewInput> view;
@property (nonatomic, strong) id<ParcelDetailInteractorInput> interactor;
@property (nonatomic, strong) id<ParcelDetailRouterInput> router;

- (instancetype)initWithParcel:(Parcel *)parcel;

@end

NS_ASSUME_NONNULL_END
