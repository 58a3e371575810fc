//
//  ArtistAssembly.h
//  Gallerist
//

#import <UIKit/UIKit.h>

@interface ArtistAssembly : NSObject

+ (UIViewController *)buildModuleWithName:(NSString *)artistName;

@end
