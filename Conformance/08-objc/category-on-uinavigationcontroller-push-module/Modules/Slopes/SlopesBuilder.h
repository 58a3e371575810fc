//
//  SlopesBuilder.h
//  Piste
//

#import <UIKit/UIKit.h>

@interface SlopesBuilder : NSObject

+ (UIViewController *)build;

@end
