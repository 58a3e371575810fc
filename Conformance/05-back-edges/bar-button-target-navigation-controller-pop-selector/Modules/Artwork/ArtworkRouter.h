//
//  ArtworkRouter.h
//  Gallerist
//

#import <UIKit/UIKit.h>

@protocol ArtworkRouterInput <NSObject>
- (void)openArtistWithName:(NSString *)artistName;
@end

@interface ArtworkRouter : NSObject <ArtworkRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
