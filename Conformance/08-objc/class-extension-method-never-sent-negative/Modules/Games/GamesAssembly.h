//
//  GamesAssembly.h
//  Rook
//

#import <UIKit/UIKit.h>

@interface GamesAssembly : NSObject

+ (UIViewController *)buildModule;

@end
