//
//  TripEditorPresenter.h
//  Wayfarer
//

#import <Foundation/Foundation.h>

#import "TripEditorViewController.h"
#import "TripEditorRouter.h"

@interface TripEditorPresenter : NSObject <TripEditorViewOutput>

@property (nonatomic, copy) NSString *tripIdentifier;
@property (nonatomic, strong) id<TripEditorRouterInput> router;

@end
