//
//  ArtworkAssembly.h
//  Gallerist
//

#import <UIKit/UIKit.h>

@interface ArtworkAssembly : NSObject

+ (UIViewController *)buildModuleWithTitle:(NSString *)title;

@end
