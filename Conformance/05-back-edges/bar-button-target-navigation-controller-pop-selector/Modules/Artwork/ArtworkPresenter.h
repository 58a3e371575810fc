//
//  ArtworkPresenter.h
//  Gallerist
//

#import <Foundation/Foundation.h>

#import "ArtworkViewController.h"
#import "ArtworkRouter.h"

@interface ArtworkPresenter : NSObject <ArtworkViewOutput>

@property (nonatomic, weak) id<ArtworkViewInput> view;
@property (nonatomic, strong) id<ArtworkRouterInput> router;
@property (nonatomic, copy) NSString *artworkTitle;

@end
